import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import { type Plan, addMonths, planEndpoints, proPlan, todayIso } from '@young-minds/contracts';
import {
  Accordion,
  Button,
  Card,
  CardBody,
  Container,
  Lead,
  PageTitle,
  Section,
  SectionTitle,
  Spinner,
  media,
  tokens,
} from '@young-minds/ui';
import type { PlanSelection } from '../Register';

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
  background: linear-gradient(135deg, ${tokens.color.primary} 0%, #1f5fcc 100%);
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
  left: 50%;
  transform: translateX(-50%);
  padding: 4px 14px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.accent};
  color: ${tokens.color.text};
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
  font-size: ${tokens.font.size.xxl};
  font-weight: 800;
  color: ${tokens.color.primaryStrong};
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

const faq = [
  {
    id: 'cancel',
    title: 'Can I cancel anytime?',
    content: 'Yes. You can cancel anytime from your parent account; your children keep access until the period ends.',
  },
  {
    id: 'refund',
    title: 'Is there a money-back guarantee?',
    content: 'Yes. Every subscription comes with a 7-day money-back guarantee.',
  },
  {
    id: 'devices',
    title: 'On how many devices can we learn?',
    content: 'Unlimited devices: your family can learn on phones, tablets and computers at the same time.',
  },
] as const;

/** /subscription and /Subscriptions: the Pro plan, an upgrade banner and a FAQ; both buttons lead to /register. */
export function Subscription() {
  const navigate = useNavigate();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    api
      .get<{ data?: Plan[] }>(planEndpoints.listPlans.path)
      .then((answer) => {
        if (live) setPlan(answer?.data?.find((item) => item.name === proPlan.name) ?? null);
      })
      .catch((error: unknown) => console.error('Failed to load plans', error))
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, []);

  // The plan is a business constant (spec section 9): it stays shown even if the call fails.
  const shown: Plan = plan ?? { ...proPlan, features: [...proPlan.features] };
  const choose = () => navigate('/register', { state: planSelection(shown) });

  return (
    <Section>
      <Container>
        <PageTitle>Choose Your Plan</PageTitle>
        <Lead>One simple plan with everything your family needs.</Lead>

        <UpgradeBanner role="region" aria-label="Upgrade to Pro">
          <div>
            <h2>Upgrade to Pro</h2>
            <p>Unlock every cartoon, book, worksheet and quiz for up to {shown.max_children} children.</p>
          </div>
          <Button $variant="secondary" onClick={choose}>
            Subscribe Now
          </Button>
        </UpgradeBanner>

        {loading ? (
          <Spinner label="Loading plans…" />
        ) : (
          <PlanCard as="article" aria-labelledby="plan-name">
            <Badge>Most Popular</Badge>
            <CardBody>
              <PlanName id="plan-name">{shown.name}</PlanName>
              <Price>${shown.price.toFixed(2)}/month</Price>
              <Facts>
                <li>Up to {shown.max_children} children</li>
                <li>{shown.duration_months} months</li>
                {shown.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </Facts>
              <Button $block onClick={choose}>
                Get Started
              </Button>
            </CardBody>
          </PlanCard>
        )}

        <SectionTitle>Frequently Asked Questions</SectionTitle>
        <Accordion items={faq} />
      </Container>
    </Section>
  );
}
