import { messages } from './messages';
import ar from './messages/ar.json';
import en from './messages/en.json';

describe('the public catalog in Arabic', () => {
  it('when a text exists in English, then Arabic has it too, and no id English lacks', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('when Arabic is loaded, then texts read Arabic, counts take their Arabic plural form, ui texts come along', async () => {
    await messages.load('ar');
    expect(messages.t('home.hero.title')).toBe('منصة Young Minds');
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
