import { serviceDatabases } from '@young-minds/db/testing';
import { type SubscriptionsHarness, startSubscriptions } from '../test-support';

describe.each(serviceDatabases())('plans on $name', ({ name }) => {
  let harness: SubscriptionsHarness;
  beforeAll(async () => {
    harness = await startSubscriptions(name);
  });
  afterAll(() => harness.close());

  it('when anyone asks, then the Pro plan of the spec comes back in a data field, with the total of one period', async () => {
    const response = await harness.api().get('/api/plans');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [
        {
          name: 'Pro',
          price: 19.99,
          max_children: 5,
          duration_months: 6,
          features: ['All Basic features', 'Unlimited device access', 'Priority support', 'Download content'],
          // What one period costs: 19.99 × 6, to the cent (the checkout shows it and the purchase confirms it).
          total: 119.94,
        },
      ],
    });
  });

  it('when the caller sends an expired or forged token, then the public plan list still answers', async () => {
    const response = await harness.api().get('/api/plans').set('Authorization', 'Bearer not.a.token');
    expect(response.status).toBe(200);
  });
});
