import { z } from 'zod';
import { fromContractShape, toContractShape } from './contract-shape';

describe('contract shape', () => {
  it('when request fields carry contract names, then fromContractShape puts them under their camelCase twins', () => {
    expect(fromContractShape({ title: 'T', age_band: '3-5', music_free: true, video_url: undefined })).toEqual({
      title: 'T',
      ageBand: '3-5',
      musicFree: true,
      videoUrl: undefined,
    });
  });

  it('when a record is shaped for a contract, then each field comes from its camelCase twin and dates become ISO', () => {
    const schema = z.object({
      age_band: z.string(),
      music_free: z.boolean(),
      created_at: z.string(),
      name: z.string(),
    });
    const record = { ageBand: 'all', musicFree: false, createdAt: new Date('2026-01-02T03:04:05Z'), secret: 'x' };
    expect(toContractShape(schema, record, { name: 'given' })).toEqual({
      age_band: 'all',
      music_free: false,
      created_at: '2026-01-02T03:04:05.000Z',
      name: 'given',
    });
  });
});
