export const onboardingText = {
  title: 'Sender deg videre …',
  text: 'Vi sender deg til registreringen. Skjer ingenting, kan du gå videre selv:',
  link: 'Gå til registreringen',
} as const
