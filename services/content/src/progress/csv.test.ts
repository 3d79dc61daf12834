import { csvField, csvText } from './csv';

describe('CSV fields', () => {
  it('when a text could run as a spreadsheet formula, then it gets a leading apostrophe', () => {
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvField(risky).includes(`'${risky[0]}`)).toBe(true);
    expect(csvField('Salah & Wudu')).toBe('Salah & Wudu');
  });

  it('when a text holds a comma, quote or line break, then it is quoted with its quotes doubled', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "salam"')).toBe('"say ""salam"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvText([['a', 1, null, true]])).toBe('a,1,,true\r\n');
  });
});
