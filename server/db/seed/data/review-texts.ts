/** Sentence pools combined per review; one pool per sentiment so text matches the stars. */
export const reviewText = {
  good: {
    openers: [
      'Very thorough consultation.', 'Excellent doctor.', 'Really happy with the visit.', 'Highly recommended.',
      'Doctor was patient and kind.', 'Great experience overall.', 'Very professional and caring.', 'Best doctor I have visited so far.',
      'Explained everything clearly.', 'Felt listened to for the first time.', 'Quick and helpful appointment.', 'Wonderful bedside manner.',
    ],
    middles: [
      'The diagnosis was spot on and the treatment started working within days.', 'He took time to answer all my questions without rushing.',
      'She explained my reports in simple words and gave practical advice.', 'No unnecessary tests or medicines were prescribed.',
      'The online consultation was on time and the video quality was good.', 'My child was comfortable throughout the visit.',
      'The follow-up call after a week was a nice touch.', 'The clinic staff were friendly and the waiting time was short.',
      'I had been struggling for months and finally feel better.', 'The prescription and diet plan were easy to follow.',
      'Booking was simple and the doctor was punctual.', 'My elderly father felt very respected during the visit.',
    ],
    closers: ['Thank you, doctor!', 'Will definitely visit again.', 'Recommended to my family.', 'Five stars from me.', '', ''],
  },
  mixed: {
    openers: ['Decent consultation.', 'Good doctor but a long wait.', 'Okay experience.', 'Helpful, though a bit rushed.', 'Average visit.'],
    middles: [
      'The advice was useful but the appointment started 30 minutes late.', 'The treatment helped a little; I am still waiting to see full results.',
      'The doctor was knowledgeable but did not explain the side effects.', 'Parking near the clinic was difficult, otherwise fine.',
      'The consultation felt short for the fee charged.',
    ],
    closers: ['Might go back for the follow-up.', 'Hope the next visit is better.', ''],
  },
  poor: {
    openers: ['Not satisfied.', 'Disappointing visit.', 'Would not recommend.', 'Poor experience.'],
    middles: [
      'I waited over an hour and the consultation lasted five minutes.', 'My questions were not answered and I left confused.',
      'The clinic rescheduled twice without notice.', 'Too many tests were ordered without explanation.',
    ],
    closers: ['Looking for another doctor.', ''],
  },
};
