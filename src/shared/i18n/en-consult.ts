import { addMessages } from './format.ts';

/**
 * The video consultation's English messages, out of the first download (issue 17: home's initial JS
 * budget): registered when the consultation page's code loads, and by the server at start. Translated
 * catalogs (ar.ts, hi.ts) keep these keys with the others.
 */
export const enConsult = {
  'consult.pageTitle': 'Video consultation',
  'consult.heading': 'Video consultation with {name}',
  'consult.notFound': 'Consultation not found',
  'consult.notFoundText': 'This link does not belong to one of your bookings. Make sure you are signed in with the account that made or received the booking.',
  'consult.roomClosed': 'This consultation room is closed',
  'consult.error.kind': 'Choose a valid signal kind',
  'consult.error.data': 'The signal data is not valid',
  'consult.error.tooLarge': 'The signal is too large',
  'consult.error.after': 'after must be a whole number of 0 or more',
  'consult.opensAt': 'Your consultation room opens at {time}',
  'consult.opensIn': 'Opens in {countdown}',
  'consult.countdownDays': '{days} d {clock}',
  'consult.opensHint': 'This page will switch to the room by itself. You can test your camera and microphone then.',
  'consult.closedText': 'The room closes {minutes} minutes after the appointment ends.',
  'consult.closedCompleted': 'This consultation was marked as completed.',
  'consult.closedNoShow': 'This booking was marked as a no-show.',
  'consult.cancelled': 'This booking was cancelled',
  'consult.cancelledText': 'Its consultation room is closed.',
  'consult.backToBookings': 'Back to My Bookings',
  'consult.backToBookingList': 'Back to Booking List',
  'consult.photoAlt': 'Photo of {name}',
  'consult.when': '{date} · {time}',
  'consult.previewTitle': 'Check your camera and microphone',
  'consult.localVideo': 'Your camera',
  'consult.remoteVideo': 'Video of {name}',
  'consult.cameraIsOff': 'Camera off',
  'consult.micOff': 'Turn microphone off',
  'consult.micOn': 'Turn microphone on',
  'consult.cameraOff': 'Turn camera off',
  'consult.cameraOn': 'Turn camera on',
  'consult.controls': 'Call controls',
  'consult.leave': 'Leave',
  'consult.waiting': 'Waiting for {name} to join…',
  'consult.connecting': 'Connecting to {name}…',
  'consult.connected': 'Connected with {name}',
  'consult.otherLeft': '{name} left the consultation',
  'consult.otherLeftText': 'You can stay: the call starts again when they come back.',
  'consult.lost': 'Connection lost',
  'consult.lostText': 'Check your internet connection, then try again.',
  'consult.retry': 'Try again',
  'consult.youLeft': 'You left the consultation',
  'consult.rejoin': 'Join again',
  'consult.mediaLoading': 'Starting your camera and microphone…',
  'consult.mediaDenied': 'Camera and microphone are blocked',
  'consult.mediaDeniedHelp': 'Allow the camera and microphone for this site (the camera icon in the address bar, or the site settings of your browser), then press Try again. You can also join without them: you will still see and hear the other person.',
  'consult.mediaMissing': 'No camera or microphone found',
  'consult.mediaMissingHelp': 'Connect a camera or a microphone and press Try again, or join without them: you will still see and hear the other person.',
  'consult.audioOnly': 'No camera available: you will join with audio only.',
  'consult.joinWithoutMedia': 'Join without camera and microphone',
  'consult.noWebrtc': 'This browser cannot make video calls',
  'consult.noWebrtcText': 'Open this link in a current version of Chrome, Edge, Firefox or Safari.',
  'consult.loadFailed': 'The consultation could not be loaded',
} as const;

export type ConsultMessageKey = keyof typeof enConsult;

addMessages(enConsult);
