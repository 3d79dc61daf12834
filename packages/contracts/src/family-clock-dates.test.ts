import {
  canonicalTimeZone,
  daysBetween,
  deviceTimeZone,
  familyDate,
  familyDayOf,
  familyIsoString,
  familyWeekOf,
  startOfFamilyDay,
  utcOffsetMinutes,
  weekStartDate,
} from './family-clock-dates';

const at = (iso: string) => new Date(iso);
const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe('familyDate', () => {
  it('when the family is in UTC, then it is the UTC date', () => {
    expect(familyDate(at('2026-11-22T23:59:59Z'), 'UTC')).toBe('2026-11-22');
  });

  it('when the family is at UTC+14 or UTC−12, then the date is a day ahead or behind', () => {
    expect(familyDate(at('2026-11-28T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-29');
    expect(familyDate(at('2026-11-28T09:59:59Z'), 'Pacific/Kiritimati')).toBe('2026-11-28');
    expect(familyDate(at('2026-11-29T11:59:59Z'), 'Etc/GMT+12')).toBe('2026-11-28');
    expect(familyDate(at('2026-11-29T12:00:00Z'), 'Etc/GMT+12')).toBe('2026-11-29');
  });

  it('when the family is in Jakarta or Riyadh, then its midnight is 17:00 or 21:00 UTC', () => {
    expect(familyDate(at('2026-11-27T16:59:59Z'), 'Asia/Jakarta')).toBe('2026-11-27');
    expect(familyDate(at('2026-11-27T17:00:00Z'), 'Asia/Jakarta')).toBe('2026-11-28');
    expect(familyDate(at('2026-11-27T21:00:00Z'), 'Asia/Riyadh')).toBe('2026-11-28');
  });
});

describe('startOfFamilyDay', () => {
  it('when a day has no clock change, then it starts at local midnight and lasts 24 hours', () => {
    expect(startOfFamilyDay('2026-11-28', 'Asia/Jakarta').toISOString()).toBe('2026-11-27T17:00:00.000Z');
    expect(startOfFamilyDay('2026-11-28', 'Asia/Riyadh').toISOString()).toBe('2026-11-27T21:00:00.000Z');
    expect(startOfFamilyDay('2026-11-29', 'Pacific/Kiritimati').toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(startOfFamilyDay('2026-11-28', 'Etc/GMT+12').toISOString()).toBe('2026-11-28T12:00:00.000Z');
    const day = familyDayOf(at('2026-11-28T12:00:00Z'), 'Asia/Jakarta');
    expect(hours(day.start, day.end)).toBe(24);
  });

  it('when Chicago springs forward in March, then that day lasts 23 hours', () => {
    const day = familyDayOf(at('2026-03-08T12:00:00Z'), 'America/Chicago');
    expect(day.day).toBe('2026-03-08');
    expect(day.start.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(hours(day.start, day.end)).toBe(23);
  });

  it('when Chicago falls back in November, then that day lasts 25 hours', () => {
    const day = familyDayOf(at('2026-11-01T12:00:00Z'), 'America/Chicago');
    expect(day.start.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(hours(day.start, day.end)).toBe(25);
    // 23:30 local after the change is still 1 November.
    expect(familyDate(at('2026-11-02T05:30:00Z'), 'America/Chicago')).toBe('2026-11-01');
  });

  it('when London changes its clocks, then the days last 23 and 25 hours', () => {
    const spring = familyDayOf(at('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(spring.start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(hours(spring.start, spring.end)).toBe(23);
    const autumn = familyDayOf(at('2026-10-25T12:00:00Z'), 'Europe/London');
    expect(autumn.start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(hours(autumn.start, autumn.end)).toBe(25);
  });

  it('when a clock change skips midnight, then the day starts when the clock lands on it', () => {
    // Chile springs forward at 24:00: 6 September 2026 begins at 01:00 local (−03).
    expect(startOfFamilyDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('weekStartDate and familyWeekOf', () => {
  it('when the week starts on monday, saturday or sunday, then its first day is the last such day', () => {
    // 2026-11-28 is a Saturday.
    expect(weekStartDate('2026-11-28', 'monday')).toBe('2026-11-23');
    expect(weekStartDate('2026-11-28', 'saturday')).toBe('2026-11-28');
    expect(weekStartDate('2026-11-28', 'sunday')).toBe('2026-11-22');
    expect(weekStartDate('2026-11-29', 'sunday')).toBe('2026-11-29');
    expect(weekStartDate('2026-11-30', 'monday')).toBe('2026-11-30');
  });

  it('when it is already Sunday at UTC+14, then a Sunday week has just begun there', () => {
    const week = familyWeekOf(at('2026-11-28T10:00:00Z'), { timeZone: 'Pacific/Kiritimati', weekStartsOn: 'sunday' });
    expect(week).toMatchObject({ today: '2026-11-29', weekStart: '2026-11-29', lastWeekStart: '2026-11-22' });
    expect(week.start.toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(week.elapsedFraction).toBe(0);
  });

  it('when it is still Saturday at UTC−12, then a Saturday week is nearly a day old', () => {
    const week = familyWeekOf(at('2026-11-29T11:00:00Z'), { timeZone: 'Etc/GMT+12', weekStartsOn: 'saturday' });
    expect(week).toMatchObject({ today: '2026-11-28', weekStart: '2026-11-28' });
    expect(week.start.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(week.elapsedFraction).toBeCloseTo(23 / 168);
  });

  it('when the family is in Riyadh or Jakarta with weeks from saturday, then the week starts at their midnight', () => {
    const riyadh = familyWeekOf(at('2026-11-30T09:00:00Z'), { timeZone: 'Asia/Riyadh', weekStartsOn: 'saturday' });
    expect(riyadh.start.toISOString()).toBe('2026-11-27T21:00:00.000Z');
    const jakarta = familyWeekOf(at('2026-11-27T16:00:00Z'), { timeZone: 'Asia/Jakarta', weekStartsOn: 'saturday' });
    expect(jakarta.weekStart).toBe('2026-11-21');
  });

  it('when a week holds a clock change, then it lasts 167 or 169 hours and the fraction follows real time', () => {
    const spring = familyWeekOf(at('2026-03-09T12:00:00Z'), { timeZone: 'America/Chicago', weekStartsOn: 'sunday' });
    expect(spring.weekStart).toBe('2026-03-08');
    expect(hours(spring.start, spring.end)).toBe(167);
    const autumn = familyWeekOf(at('2026-11-01T05:00:00Z'), { timeZone: 'America/Chicago', weekStartsOn: 'monday' });
    expect(autumn.weekStart).toBe('2026-10-26');
    expect(hours(autumn.start, autumn.end)).toBe(169);
    expect(autumn.elapsedFraction).toBeCloseTo(144 / 169);
  });
});

describe('daysBetween, offsets and ISO text', () => {
  it('counts calendar days whatever the clock changes', () => {
    expect(daysBetween('2026-03-07', '2026-03-10')).toBe(3);
    expect(daysBetween('2026-11-02', '2026-10-31')).toBe(-2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('gives the offset and the wall-clock ISO text of an instant', () => {
    expect(utcOffsetMinutes(at('2026-07-01T00:00:00Z'), 'America/Chicago')).toBe(-300);
    expect(utcOffsetMinutes(at('2026-01-01T00:00:00Z'), 'Pacific/Kiritimati')).toBe(840);
    expect(familyIsoString(at('2026-03-08T07:30:00.123Z'), 'America/Chicago')).toBe('2026-03-08T01:30:00.123-06:00');
    expect(familyIsoString(at('2026-03-08T07:30:00.123Z'), 'Asia/Kolkata')).toBe('2026-03-08T13:00:00.123+05:30');
    expect(familyIsoString(at('2026-03-08T07:30:00.123Z'), 'UTC')).toBe('2026-03-08T07:30:00.123Z');
  });

  it('names a zone canonically, or null when unknown', () => {
    expect(canonicalTimeZone('asia/jakarta')).toBe('Asia/Jakarta');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(deviceTimeZone()).toBe(canonicalTimeZone(new Intl.DateTimeFormat().resolvedOptions().timeZone));
  });
});
