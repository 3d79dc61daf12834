import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, CardBody, Container, Input, Label, Lead, PageTitle, Section, TextArea, Field, media, tokens } from '@young-minds/ui';
import { contactInfo } from '../../layout/contactInfo';

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
    margin-top: ${tokens.space.md};
  }
  & dd {
    margin: 4px 0 0;
  }
  & a {
    color: ${tokens.color.primaryStrong};
  }
`;

/** The e-mail a filled-in form becomes (there is no contact service: the visitor's mail app sends it). */
export function contactMailto(form: { name: string; email: string; message: string }): string {
  const subject = `Message from ${form.name || 'a visitor'}`;
  const body = `${form.message}\n\n${form.name}\n${form.email}`;
  return `mailto:${contactInfo.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** /Contact: a contact form, the contact information and the office hours. */
export function Contact() {
  const [form, setForm] = useState({ name: '', email: '', message: '' });
  const [sent, setSent] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // No contact service exists: hand the message to the visitor's mail app.
    window.location.href = contactMailto(form);
    setSent(true);
  }

  return (
    <Section>
      <Container>
        <PageTitle>Contact Us</PageTitle>
        <Lead>Questions about lessons, your subscription or your children&apos;s accounts? We are happy to help.</Lead>
        <Columns>
          <Card>
            <CardBody>
              {sent ? (
                <Alert variant="success">Your mail app should open with your message. Thank you for writing to us!</Alert>
              ) : null}
              <form onSubmit={onSubmit}>
                <Input
                  label="Your name"
                  autoComplete="name"
                  required
                  value={form.name}
                  onChange={(event) => setForm({ ...form, name: event.target.value })}
                />
                <Input
                  label="Your email"
                  type="email"
                  autoComplete="email"
                  required
                  value={form.email}
                  onChange={(event) => setForm({ ...form, email: event.target.value })}
                />
                <Field>
                  <Label htmlFor="contact-message">Message</Label>
                  <TextArea
                    id="contact-message"
                    required
                    value={form.message}
                    onChange={(event: { target: { value: string } }) => setForm({ ...form, message: event.target.value })}
                  />
                </Field>
                <Button type="submit">Send Message</Button>
              </form>
            </CardBody>
          </Card>
          <Card as="aside" aria-labelledby="contact-info-title">
            <CardBody>
              <h2 id="contact-info-title">Contact Information</h2>
              <InfoList>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>
                </dd>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${contactInfo.phone.replace(/[^+\d]/g, '')}`}>{contactInfo.phone}</a>
                </dd>
                <dt>Address</dt>
                <dd>{contactInfo.address}</dd>
                <dt>Office Hours</dt>
                <dd>{contactInfo.officeHours}</dd>
              </InfoList>
            </CardBody>
          </Card>
        </Columns>
      </Container>
    </Section>
  );
}
