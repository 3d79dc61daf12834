// The family's clock against the real stack (issue 32): a parent sets Pacific/Kiritimati (UTC+14) and weeks from
// Sunday in Account → Family clock, and the dashboard's week label follows; axe-core finds nothing serious there.
import { familyWeekOf } from '@young-minds/contracts';
import { seriousAxeViolations } from './axe';
import { addChild, registerParent, storeSession, useJourneys } from './stack';

jest.setTimeout(120_000);

describe("the family's clock", () => {
  // bypassCSP: axe-core is injected as an inline script.
  const journeys = useJourneys({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  const { url } = journeys;

  it('when the parent sets Kiritimati and Sunday, then the dashboard counts that week; the section passes axe', async () => {
    const { page, stack } = journeys;
    const session = await registerParent(stack, 'Clock Parent');
    await addChild(stack, session, { name: 'Tavita', age: 8, avatar: 'fish' });
    await storeSession(page, stack, session);

    await page.goto(url('/parent/account'), { waitUntil: 'networkidle' });
    const section = page.getByRole('region', { name: 'Family clock' });
    await section.getByLabel('Search time zones').fill('Kiritimati');
    await section.getByLabel('Time zone', { exact: true }).selectOption('Pacific/Kiritimati');
    await section.getByLabel('First day of the week').selectOption('sunday');
    await section.getByRole('button', { name: 'Save family clock' }).click();
    await section.getByText("Saved. Your family's days are now counted in Pacific/Kiritimati.").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const week = familyWeekOf(new Date(), { timeZone: 'Pacific/Kiritimati', weekStartsOn: 'sunday' });
    const label = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${week.weekStart}T00:00:00Z`));
    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.getByText(`Week starting ${label}`).waitFor();
    const answer = await fetch(url('/api/progress/dashboard'), {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(((await answer.json()) as { weekStart: string }).weekStart).toBe(week.weekStart);
  });
});
