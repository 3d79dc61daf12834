import { edgeScrollStep } from './useDrag';

describe('scrolling while a card is dragged', () => {
  it('scrolls up near the top edge and down near the bottom, faster nearer the edge, not in between', () => {
    const height = 800;
    expect(edgeScrollStep(400, height)).toBe(0);
    expect(edgeScrollStep(100, height)).toBe(0);
    expect(edgeScrollStep(40, height)).toBeLessThan(0);
    expect(edgeScrollStep(2, height)).toBeLessThan(edgeScrollStep(40, height));
    expect(edgeScrollStep(height - 40, height)).toBeGreaterThan(0);
    expect(edgeScrollStep(height - 2, height)).toBeGreaterThan(edgeScrollStep(height - 40, height));
    // A pointer dragged past the window's edge scrolls at the top speed, no faster.
    expect(edgeScrollStep(-300, height)).toBe(edgeScrollStep(0, height));
    expect(edgeScrollStep(height + 300, height)).toBe(edgeScrollStep(height, height));
  });

  it('scrolls down near the top of a pinned tray, once the card has left the bottom zone', () => {
    const trayTop = 600;
    expect(edgeScrollStep(500, trayTop)).toBe(0);
    expect(edgeScrollStep(580, trayTop)).toBeGreaterThan(0);
    // Over the tray itself: the fastest.
    expect(edgeScrollStep(700, trayTop)).toBe(edgeScrollStep(trayTop, trayTop));
    // A card just picked up in the tray does not run the page off.
    expect(edgeScrollStep(700, trayTop, false)).toBe(0);
    expect(edgeScrollStep(20, trayTop, false)).toBeLessThan(0);
  });
});
