// Tiny sound files for tests: only the first bytes matter to the sniffer.

/** Real first bytes of each format (what an encoder writes), padded to a small file. */
export const pad = (head: Buffer, size = 512) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
/** An Ogg page whose first packet starts with `packet` (the codec's identification header). */
export const oggWith = (packet: Buffer) =>
  pad(Buffer.concat([Buffer.from('OggS'), Buffer.from([0, 2]), Buffer.alloc(20), Buffer.from([1, 30]), packet]));

export const audioSamples = {
  id3: () => pad(Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0])])),
  // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: FF FB 90 64.
  mp3Frames: () => pad(Buffer.from([0xff, 0xfb, 0x90, 0x64])),
  vorbis: () => oggWith(Buffer.from('\x01vorbis', 'latin1')),
  opus: () => oggWith(Buffer.from('OpusHead')),
  wav: () => pad(Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt ')])),
  m4a: () => pad(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.alloc(8)])),
};
