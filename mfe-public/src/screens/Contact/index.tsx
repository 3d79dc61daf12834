import { type FormEvent, Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import { contactFieldLimits, contactFormSchema, contactHoneypotField, contactEndpoints } from '@young-minds/contracts';
import { Alert, Button, Card, CardBody, Container, Lead, PageTitle, Section, media, tokens } from '@young-minds/ui';
import { Input, TextAreaField } from '@young-minds/ui/forms';
import { DetailsPlaceholder } from '../../layout/DetailsPlaceholder';
import { detailLanguage, mailHref, phoneHref } from '../../layout/contactInfo';
import { useContactDetails } from '../../layout/useContactDetails';
import { PublicMessage, usePublicT } from '../../messages';
import { serverMessage } from '../shared/errors';
import { Form } from '../shared/ui';
import { checkForm, useFieldErrors } from '../shared/validation';

const Columns = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: 3fr 2fr;
  }
`;

const InfoList = styled.dl`
  margin: 0;
  & dt {
    font-weight: 800;
    margin-block-start: ${tokens.space.md};
  }
  & dd {
    margin-block: 4px 0;
    margin-inline: 0;
  }
  & a {
    color: ${tokens.color.primaryStrong};
  }
`;

/**
 * The honeypot: off-screen and hidden from screen readers, out of the tab order, never filled in by a person
 * (nor by the browser's autofill). A bot that fills it gets the usual answer and its message is dropped.
 */
const Honeypot = styled.div`
  position: absolute;
  inset-inline-start: -10000px;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
`;

const Received = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space.sm};
  & h2 {
    margin: 0;
  }
  & p {
    margin: 0;
  }
`;

const emptyForm = { name: '', email: '', subject: '', message: '', [contactHoneypotField]: '' };
type ContactFormValues = typeof emptyForm;

/** The form: checked with the contract's schema, then sent to the team with POST /api/contact. */
function ContactForm({ onSent, focusFirst }: { onSent: (email: string) => void; focusFirst: boolean }) {
  const t = usePublicT();
  const [form, setForm] = useState<ContactFormValues>(emptyForm);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, setErrors } = useFieldErrors();

  // 'Send another message': the keyboard starts again at the first field.
  useEffect(() => {
    if (focusFirst) formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [focusFirst, formRef]);

  const field = (key: 'name' | 'email' | 'subject' | 'message') => ({
    name: key,
    value: form[key],
    error: errors[key],
    maxLength: contactFieldLimits[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setError(null);
    const checked = checkForm(contactFormSchema, form);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setSending(true);
    try {
      await api.call(contactEndpoints.send, { body: checked.data });
      onSent(checked.data.email);
    } catch (failure) {
      // The server's own sentence (a field it refused, too many messages in a minute), else a general one.
      setError(serverMessage(failure) ?? t('contact.failed'));
      setSending(false);
    }
  }

  return (
    <>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      {/* noValidate: the contract's schema checks the fields and words the messages, as the server would. */}
      <Form ref={formRef} onSubmit={(event) => void onSubmit(event)} aria-busy={sending} noValidate>
        <Input label={t('contact.form.name')} autoComplete="name" required {...field('name')} />
        <Input label={t('contact.form.email')} type="email" autoComplete="email" required {...field('email')} />
        <Input label={t('contact.form.subject')} required {...field('subject')} />
        <TextAreaField label={t('contact.form.message')} required {...field('message')} />
        <Honeypot aria-hidden="true">
          <input
            type="text"
            name={contactHoneypotField}
            tabIndex={-1}
            autoComplete="off"
            value={form[contactHoneypotField]}
            onChange={(event) => setForm((current) => ({ ...current, [contactHoneypotField]: event.target.value }))}
          />
        </Honeypot>
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </Form>
    </>
  );
}

/** The thanks that replaces the form; it takes the focus, so a screen reader reads it. */
function ReceivedNotice({ email, onAnother }: { email: string; onAnother: () => void }) {
  const t = usePublicT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert variant="success">
      <Received>
        <h2 ref={heading} tabIndex={-1}>
          {t('contact.received.title')}
        </h2>
        {/* The address reads left to right inside an Arabic sentence too. */}
        <p>
          <PublicMessage id="contact.received.text" values={{ email }} components={{ 0: <bdi dir="ltr" /> }} />
        </p>
        <Button $variant="outline" $size="sm" onClick={onAnother}>
          {t('contact.received.another')}
        </Button>
      </Received>
    </Alert>
  );
}

/** Email, phone, address and office hours from the API; a detail left empty is not shown. */
function ContactInformation() {
  const t = usePublicT();
  const { loading, details } = useContactDetails();
  if (loading) return <DetailsPlaceholder label={t('contact.info.loading')} lines={4} />;
  if (!details) return <p>{t('contact.info.unavailable')}</p>;
  const { email, phone, address, officeHours } = details;
  const link = (href: string, text: string) => (
    <a href={href} dir="ltr">
      {text}
    </a>
  );
  const rows: Array<[string, ReactNode]> = [];
  if (email) rows.push([t('contact.info.email'), link(mailHref(email), email)]);
  if (phone) rows.push([t('contact.info.phone'), link(phoneHref(phone), phone)]);
  if (address) rows.push([t('contact.info.address'), <span {...detailLanguage(address)}>{address}</span>]);
  if (officeHours)
    rows.push([t('contact.info.officeHours'), <span {...detailLanguage(officeHours)}>{officeHours}</span>]);
  return (
    <InfoList>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </InfoList>
  );
}

/** /Contact: a form that reaches the team, the contact information and the office hours. */
export function Contact() {
  const t = usePublicT();
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  const [another, setAnother] = useState(0);

  return (
    <Section>
      <Container>
        <PageTitle>{t('contact.title')}</PageTitle>
        <Lead>{t('contact.lead')}</Lead>
        <Columns>
          <Card>
            <CardBody>
              {sentFrom === null ? (
                <ContactForm key={another} onSent={setSentFrom} focusFirst={another > 0} />
              ) : (
                <ReceivedNotice
                  email={sentFrom}
                  onAnother={() => {
                    setSentFrom(null);
                    setAnother((n) => n + 1);
                  }}
                />
              )}
            </CardBody>
          </Card>
          <Card as="aside" aria-labelledby="contact-info-title">
            <CardBody>
              <h2 id="contact-info-title">{t('contact.info.title')}</h2>
              <ContactInformation />
            </CardBody>
          </Card>
        </Columns>
      </Container>
    </Section>
  );
}
