// Draws the child area's three feedback sounds (right, wrong, celebration) as small WAV files, so the sounds are
// our own and rebuildable: `node mfe-child/scripts/make-cues.mjs` rewrites src/shared/voice/cues/*.wav.
// Soft sine tones with a quick fade in and out: friendly for a small child, never a harsh buzzer.
import { writeFileSync } from 'node:fs';

const sampleRate = 11025;
const outDir = new URL('../src/shared/voice/cues/', import.meta.url);

/** A note: frequency in Hz, start and length in seconds, loudness 0–1. */
const note = (frequency, start, length, loudness = 0.5) => ({ frequency, start, length, loudness });

function render(notes) {
  const seconds = Math.max(...notes.map((n) => n.start + n.length)) + 0.05;
  const samples = new Float32Array(Math.ceil(seconds * sampleRate));
  for (const { frequency, start, length, loudness } of notes) {
    const first = Math.floor(start * sampleRate);
    const count = Math.floor(length * sampleRate);
    for (let i = 0; i < count; i += 1) {
      const t = i / sampleRate;
      // 10 ms attack, then an exponential decay: a bell, not a beep.
      const envelope = Math.min(1, t / 0.01) * Math.exp((-4 * t) / length);
      // A quiet octave above gives the tone some shine.
      const tone = Math.sin(2 * Math.PI * frequency * t) + 0.25 * Math.sin(4 * Math.PI * frequency * t);
      samples[first + i] += loudness * envelope * tone * 0.8;
    }
  }
  return samples;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), index * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const cues = {
  // Two rising notes (C6, G6): "ding-ding".
  right: [note(1046.5, 0, 0.18), note(1568, 0.12, 0.3)],
  // Two soft falling notes (E4, C4): "not quite", gentle.
  wrong: [note(329.6, 0, 0.2, 0.4), note(261.6, 0.16, 0.3, 0.4)],
  // A rising arpeggio ending on a held chord (C5 E5 G5 C6).
  celebration: [
    note(523.3, 0, 0.2),
    note(659.3, 0.12, 0.2),
    note(784, 0.24, 0.2),
    note(1046.5, 0.36, 0.7, 0.45),
    note(784, 0.36, 0.7, 0.25),
    note(659.3, 0.36, 0.7, 0.2),
  ],
};

for (const [name, notes] of Object.entries(cues)) {
  const file = new URL(`${name}.wav`, outDir);
  writeFileSync(file, wav(render(notes)));
  console.log(`${name}.wav`);
}
