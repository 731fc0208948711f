const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = {
  mpeg1: [44100, 48000, 32000],
  mpeg2: [22050, 24000, 16000],
  mpeg25: [11025, 12000, 8000],
};

/**
 * The playing time of an MP3 (Layer III) stream in seconds, by walking its frame headers; throws when the
 * bytes are not a clean sequence of frames. Used to check that synthesised audio is plausible.
 */
export function mp3Duration(bytes: Uint8Array): { seconds: number; frames: number; sampleRate: number } {
  let offset = 0;
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  while (offset + 4 <= bytes.length) {
    const [b0, b1, b2] = [bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!];
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no MP3 frame at byte ${offset}`);
    const versionBits = (b1 >> 3) & 0b11;
    const layerBits = (b1 >> 1) & 0b11;
    if (layerBits !== 0b01 || versionBits === 0b01) throw new Error(`not MPEG Layer III at byte ${offset}`);
    const version = versionBits === 0b11 ? 'mpeg1' : versionBits === 0b10 ? 'mpeg2' : 'mpeg25';
    const bitrate = BITRATES_KBPS[version === 'mpeg1' ? 'mpeg1' : 'mpeg2'][b2 >> 4];
    const rate = SAMPLE_RATES[version][(b2 >> 2) & 0b11];
    if (!bitrate || !rate) throw new Error(`bad MP3 frame header at byte ${offset}`);
    const perFrame = version === 'mpeg1' ? 1152 : 576;
    const length = Math.floor(((perFrame / 8) * bitrate * 1000) / rate) + ((b2 >> 1) & 1);
    offset += length;
    frames += 1;
    samples += perFrame;
    sampleRate = rate;
  }
  if (!frames) throw new Error('no MP3 frames');
  return { seconds: samples / sampleRate, frames, sampleRate };
}
