import { csvField, csvText, historyCsv } from './history-csv';

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

describe('the history CSV', () => {
  it('when a title could run as a formula, then the download shows it as text under the header', () => {
    const item = {
      contentType: 'video' as const,
      contentId: 7,
      title: '=HYPERLINK("http://evil.example","Click")',
      lastSeenAt: '2026-01-02T03:04:05.000Z',
      timeSpentSeconds: 60,
      positionSeconds: 30,
      score: null,
      completed: true,
    };
    const [header, row] = historyCsv([item]).split('\r\n');
    expect(header).toBe('kind,content id,title,last seen (UTC),time spent (s),position (s),score (%),completed');
    expect(row).toBe(`video,7,"'=HYPERLINK(""http://evil.example"",""Click"")",2026-01-02T03:04:05.000Z,60,30,,yes`);
  });

  it('when the family is in Jakarta, then the time is theirs, with its offset, and the header names the zone', () => {
    const item = {
      contentType: 'book' as const,
      contentId: 3,
      title: 'Moon',
      lastSeenAt: '2026-01-02T20:04:05.000Z',
      timeSpentSeconds: 5,
      positionSeconds: null,
      score: null,
      completed: false,
    };
    const [header, row] = historyCsv([item], 'Asia/Jakarta').split('\r\n');
    expect(header).toContain('last seen (Asia/Jakarta)');
    expect(row).toBe('book,3,Moon,2026-01-03T03:04:05.000+07:00,5,,,no');
  });
});
