import { useEffect, useState } from 'react';
import { useNavigate } from '@young-minds/router';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import { type Plan, addMonths, proPlan, todayIso, planEndpoints } from '@young-minds/contracts';
import {
  Button,
  Card,
  CardBody,
  Container,
  Lead,
  PageTitle,
  Section,
  SectionTitle,
  VisuallyHidden,
  media,
  tokens,
} from '@young-minds/ui';
import { Accordion } from '@young-minds/ui/accordion';
import { type PublicMessageId, usePublicT } from '../../messages';
import type { PlanSelection } from '../Register';
import { planPriceValue, shownPlan } from '../shared/plan';

/** The plan data /register receives: the plan, today and today + the plan's months, as YYYY-MM-DD. */
export function planSelection(plan: Pick<Plan, 'name' | 'duration_months'>, now: Date = new Date()): PlanSelection {
  const startDate = todayIso(now);
  return { plan: plan.name, startDate, endDate: addMonths(startDate, plan.duration_months) };
}

const UpgradeBanner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space.md};
  margin-bottom: ${tokens.space.xl};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: linear-gradient(135deg, ${tokens.color.primaryFill} 0%, #1f5fcc 100%);
  color: ${tokens.color.primaryText};
  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
  & h2 {
    margin: 0 0 4px;
  }
  & p {
    margin: 0;
  }
`;

const PlanCard = styled(Card)`
  position: relative;
  max-width: 440px;
  margin: 0 auto ${tokens.space.xl};
  border: 3px solid ${tokens.color.primary};
  overflow: visible;
`;

const Badge = styled.span`
  position: absolute;
  top: -14px;
  /* Centred on the card's top edge, whichever the writing direction. */
  inset-inline: 0;
  width: max-content;
  margin-inline: auto;
  padding: 4px 14px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.accent};
  color: ${tokens.color.accentText};
  font-weight: 800;
  white-space: nowrap;
`;

const PlanName = styled.h2`
  margin: ${tokens.space.sm} 0 0;
  text-align: center;
`;

const Price = styled.p`
  margin: 0;
  text-align: center;
  /* Shrinks on the narrowest phones, so '$19.99/month' (one word to the browser) fits a 320 px screen. */
  font-size: clamp(${tokens.font.size.xl}, 9vw, ${tokens.font.size.xxl});
  font-weight: 800;
  color: ${tokens.color.primaryStrong};
`;

const Total = styled.p`
  margin: 0 0 ${tokens.space.sm};
  text-align: center;
  color: ${tokens.color.muted};
`;

const Facts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    padding: 6px 0;
    border-bottom: 1px solid ${tokens.color.border};
  }
  & li::before {
    content: '✓ ';
    color: ${tokens.color.primaryStrong};
    font-weight: 800;
  }
`;

/** The plan page's FAQ: cancel anytime, a 7-day money-back guarantee, unlimited devices. */
const faq = [
  { id: 'cancel', question: 'plans.faq.cancel.question', answer: 'plans.faq.cancel.answer' },
  { id: 'refund', question: 'plans.faq.refund.question', answer: 'plans.faq.refund.answer' },
  { id: 'devices', question: 'plans.faq.devices.question', answer: 'plans.faq.devices.answer' },
] as const satisfies readonly { id: string; question: PublicMessageId; answer: PublicMessageId }[];

/** The plan's features as the server names them (contracts' proPlan), shown in the page's language. */
const featureIds: Partial<Record<string, PublicMessageId>> = {
  'All Basic features': 'plans.feature.allBasic',
  'Unlimited device access': 'plans.feature.unlimitedDevices',
  'Priority support': 'plans.feature.prioritySupport',
  'Download content': 'plans.feature.download',
};

/** /subscription and /Subscriptions: the Pro plan, an upgrade banner and a FAQ; both buttons lead to /register. */
export function Subscription() {
  const t = usePublicT();
  const navigate = useNavigate();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call(planEndpoints.listPlans, { signal: controller.signal })
      .then((answer) => setPlan(answer.data.find((item) => item.name === proPlan.name) ?? null))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to load plans', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  // The plan is a business constant (`proPlan` in the contracts): it stays shown even if the call fails.
  const shown: Plan = plan ?? shownPlan;
  const choose = () => navigate('/register', { state: planSelection(shown) });

  return (
    <Section>
      <Container>
        <PageTitle>{t('plans.title')}</PageTitle>
        <Lead>{t('plans.lead')}</Lead>

        <UpgradeBanner role="region" aria-label={t('plans.upgrade.title')}>
          <div>
            <h2>{t('plans.upgrade.title')}</h2>
            <p>{t('plans.upgrade.text', { count: shown.max_children })}</p>
          </div>
          <Button $variant="secondary" onClick={choose}>
            {t('plans.upgrade.subscribeNow')}
          </Button>
        </UpgradeBanner>

        {/* The plan is drawn at once (the contracts' constant) and the server's answer fills it in: no spinner that
            the card then replaces, pushing the FAQ below it down (issue 33). */}
        <PlanCard as="article" aria-labelledby="plan-name" aria-busy={loading || undefined}>
          {loading ? <VisuallyHidden role="status">{t('plans.loading')}</VisuallyHidden> : null}
          <Badge>{t('plans.badge')}</Badge>
          <CardBody>
            <PlanName id="plan-name">{shown.name}</PlanName>
            <Price>{t('plans.price', { price: planPriceValue(shown) })}</Price>
            <Total>
              {t('plans.total', { total: planPriceValue({ price: shown.total }), count: shown.duration_months })}
            </Total>
            <Facts>
              <li>{t('plans.maxChildren', { count: shown.max_children })}</li>
              <li>{t('plans.duration', { count: shown.duration_months })}</li>
              {shown.features.map((feature) => {
                const id = featureIds[feature];
                return <li key={feature}>{id ? t(id) : feature}</li>;
              })}
            </Facts>
            <Button $block onClick={choose}>
              {t('plans.getStarted')}
            </Button>
          </CardBody>
        </PlanCard>

        <SectionTitle>{t('plans.faq.title')}</SectionTitle>
        <Accordion items={faq.map((item) => ({ id: item.id, title: t(item.question), content: t(item.answer) }))} />
      </Container>
    </Section>
  );
}
