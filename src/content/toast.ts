export const toastText = {
  regionLabel: 'Varsler',
  close: 'Lukk varsel',
} as const
