import { messages } from './messages';
import { Subscription } from './screens';

describe('the public catalog in Arabic', () => {
  it('when Arabic is loaded, then texts read Arabic, counts take their Arabic plural form, ui texts come along', async () => {
    await messages.load({ locale: 'ar', digits: 'latn' });
    expect(messages.t('home.hero.title')).toBe('منصة Young Minds');
    // A screen's texts come with its chunk (the plans are the subscription screen's).
    expect(messages.t('plans.maxChildren', { count: 1 })).toBe('');
    await Subscription.preload();
    expect([1, 2, 3, 11, 100].map((count) => messages.t('plans.maxChildren', { count }))).toEqual([
      'حتى طفل واحد',
      'حتى طفلين',
      'حتى 3 أطفال',
      'حتى 11 طفلًا',
      'حتى 100 طفل',
    ]);
    expect(messages.i18n._('ui.password.showLabel')).toBe('إظهار كلمة المرور');
  });
});
