import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface VoiceSettings {
  /** The child's sound switch (the speaker-with-a-line button in the top bar): no automatic speech, no sounds. */
  muted: boolean;
  /**
   * The child's "Read to me" setting as the service answers it (on by default up to age 7, the parent can change
   * it): each screen reads its instruction aloud on arrival.
   */
  readToMe: boolean;
  setMuted: (muted: boolean) => void;
  setReadToMe: (readToMe: boolean) => void;
}

/** The storage key of the sound switch: it belongs to the device (a family's tablet in a quiet room stays quiet). */
export const VOICE_STORAGE_KEY = 'young-minds.child.sound';

export const useVoiceSettings = create<VoiceSettings>()(
  persist(
    (set) => ({
      muted: false,
      readToMe: false,
      setMuted: (muted) => set({ muted }),
      setReadToMe: (readToMe) => set({ readToMe }),
    }),
    {
      name: VOICE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Read to me comes from the child's profile on every visit; only the switch is the device's.
      partialize: (state) => ({ muted: state.muted }),
    },
  ),
);
