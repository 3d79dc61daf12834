import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The text sizes of the A− / A+ buttons (percent of a book's normal size). */
const textSizes = [80, 100, 125, 150, 175, 200] as const;
const normal = 1;

/** The zooms of the − / + buttons on a PDF page (times the size that fits the screen). */
export const zoomSteps = [1, 1.5, 2, 3] as const;

/** The storage key of the books' text size: it belongs to the device (one child's tablet, one pair of eyes). */
const TEXT_SIZE_STORAGE_KEY = 'young-minds.child.book-text-size';

interface TextSize {
  /** Index into `textSizes`. */
  step: number;
  setStep: (step: number) => void;
}

const useStoredTextSize = create<TextSize>()(
  persist((set) => ({ step: normal, setStep: (step) => set({ step }) }), {
    name: TEXT_SIZE_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
  }),
);

const percentOf = (step: number) => textSizes[Math.min(textSizes.length - 1, Math.max(0, step))]!;

/** The text size now, for a book that has just opened (without watching it). */
export const textSizeNow = () => percentOf(useStoredTextSize.getState().step);

/** The books' text size (EPUB, DOCX), remembered on this device, and a change by one step (-1 smaller, 1 bigger). */
export function useTextSize() {
  const step = useStoredTextSize((state) => state.step);
  const setStep = useStoredTextSize((state) => state.setStep);
  const size = {
    percent: percentOf(step),
    smaller: step > 0,
    bigger: step < textSizes.length - 1,
  };
  const change = (by: -1 | 1) => setStep(Math.min(textSizes.length - 1, Math.max(0, step + by)));
  return [size, change] as const;
}
