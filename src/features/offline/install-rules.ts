/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

/** Safari itself: iOS browsers other than Safari (Chrome, Firefox, Edge…) cannot add to the home screen the same way. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  return isIos(userAgent, maxTouchPoints) && /safari/i.test(userAgent) && !/crios|fxios|edgios|opios|gsa\//i.test(userAgent);
}

/** The 'Add to Home Screen' hint: iOS Safari, not already installed, not dismissed before. */
export function showsIosHint(env: { userAgent: string; maxTouchPoints: number; standalone: boolean; dismissed: boolean }): boolean {
  return !env.standalone && !env.dismissed && isIosSafari(env.userAgent, env.maxTouchPoints);
}
