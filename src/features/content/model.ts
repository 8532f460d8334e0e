/** The body keeps a terminated style until the login guard finds the site active again. */
export const TERMINATED_BODY_CLASS = 'site-terminated';

/** The five how-to videos of spec section 2, shipped as tiny local files so they play offline. */
export const HOWTO_VIDEO_IDS = ['wallet', 'game', 'balance', 'bonus', 'end-bonus'] as const;

export type HowtoVideoId = (typeof HOWTO_VIDEO_IDS)[number];

export interface VideoSource {
  src: string;
  type: string;
}

/** WebM first (small, plays in Chromium and Firefox), MP4 (H.264) for Safari. */
export function howtoVideoSources(id: HowtoVideoId, base = '/'): VideoSource[] {
  const root = base.endsWith('/') ? base : `${base}/`;
  return [
    { src: `${root}videos/howto-${id}.webm`, type: 'video/webm' },
    { src: `${root}videos/howto-${id}.mp4`, type: 'video/mp4' },
  ];
}

/** A one-cue WebVTT caption track as a data URL (the clips are silent; the cue describes them). */
export function captionTrack(text: string, seconds = 3): string {
  const clean = text
    .replace(/-->/g, '→')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  const end = `00:00:${String(Math.max(1, Math.min(59, Math.round(seconds)))).padStart(2, '0')}.000`;
  return `data:text/vtt;charset=utf-8,${encodeURIComponent(`WEBVTT\n\n00:00:00.000 --> ${end}\n${clean}\n`)}`;
}
