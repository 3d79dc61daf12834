import { composeEmail } from './compose';
import { appLink, appUrlFromEnv } from './links';
import { formatMailNumber, mailText } from './messages';

describe('composeEmail', () => {
  test('when an email is written in Arabic, then its HTML reads right to left and its texts are Arabic', () => {
    const email = composeEmail({
      to: 'parent@example.com',
      language: 'ar',
      kind: 'test',
      subject: 'موضوع',
      heading: 'عنوان',
      paragraphs: ['فقرة'],
    });
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.text).toContain(mailText('ar', 'footer.why'));
  });

  test('when a text holds markup, then the HTML shows it as text and loads nothing from elsewhere', () => {
    const email = composeEmail({
      to: 'parent@example.com',
      language: 'en',
      kind: 'test',
      subject: 'Hello',
      heading: '<img src="https://tracker.example/pixel.gif">',
      paragraphs: ['Tom & "Jerry"'],
      action: { label: 'Open', url: 'https://platform.example/reset-password?token=a&b' },
    });
    expect(email.html).not.toMatch(/<img|<script|\ssrc="/);
    expect(email.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(email.text).toContain('Open: https://platform.example/reset-password?token=a&b');
  });

  test('when a number is written in Arabic, then it has Arabic-Indic digits', () => {
    expect(formatMailNumber('ar', 120)).toBe('١٢٠');
    expect(formatMailNumber('en', 120)).toBe('120');
  });
});

describe('appLink', () => {
  test('when a link is made with a token, then it is absolute on the configured address and the token is encoded', () => {
    const url = appUrlFromEnv({ APP_URL: 'https://youngminds.example/' });
    expect(appLink(url, '/reset-password', { token: 'a+b/c' })).toBe(
      'https://youngminds.example/reset-password?token=a%2Bb%2Fc',
    );
    expect(appUrlFromEnv({})).toBe('http://localhost:8080');
  });
});
