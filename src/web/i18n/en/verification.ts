// English texts of the profile verification screens and the admin Payments tab.
export const verificationEn = {} as const;
