import glass320avif from './fixtures/glass-320.avif';
import glass320webp from './fixtures/glass-320.webp';
import glass640avif from './fixtures/glass-640.avif';
import glass640webp from './fixtures/glass-640.webp';
import plate320avif from './fixtures/plate-320.avif';
import plate320webp from './fixtures/plate-320.webp';
import plate640avif from './fixtures/plate-640.avif';
import plate640webp from './fixtures/plate-640.webp';
import type { PhotoData } from './photo-data';

/** Two drawn photos for stories: a plate (landscape) and a glass (portrait), each at 320 and 640 px. */
export const platePhoto: PhotoData = {
  id: '0b9e4a1c-1f5e-4e4a-9a43-3c2d1e0f5a61',
  alt: 'Farfurie întinsă albă, văzută de sus',
  width: 640,
  height: 480,
  renditions: [
    { url: plate320avif, type: 'image/avif', width: 320, height: 240 },
    { url: plate640avif, type: 'image/avif', width: 640, height: 480 },
    { url: plate320webp, type: 'image/webp', width: 320, height: 240 },
    { url: plate640webp, type: 'image/webp', width: 640, height: 480 },
  ],
};

export const glassPhoto: PhotoData = {
  id: '5d2c7b3a-9e8f-4a6b-8c1d-2e3f4a5b6c7d',
  alt: 'Pahar de vin roșu pe fundal închis',
  width: 480,
  height: 640,
  renditions: [
    { url: glass320avif, type: 'image/avif', width: 240, height: 320 },
    { url: glass640avif, type: 'image/avif', width: 480, height: 640 },
    { url: glass320webp, type: 'image/webp', width: 240, height: 320 },
    { url: glass640webp, type: 'image/webp', width: 480, height: 640 },
  ],
};
