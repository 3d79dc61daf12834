import { addMonths, periodCharge, proPlan, todayIso } from './plans';

describe('addMonths', () => {
  it('when the day exists in the target month, then it keeps the day', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
  });

  it('when the target month is shorter, then it clamps to its last day', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('when the months cross a year end, then the year rolls over', () => {
    expect(addMonths('2026-11-22', 6)).toBe('2027-05-22');
  });
});

describe('todayIso', () => {
  it('formats a date as YYYY-MM-DD in UTC', () => {
    expect(todayIso(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
  });
});

describe('periodCharge', () => {
  it('charges the monthly price for every month of the period, to the cent', () => {
    expect(periodCharge(proPlan)).toBe(119.94);
    expect(periodCharge({ price: 0.1, duration_months: 3 })).toBe(0.3);
  });
});
