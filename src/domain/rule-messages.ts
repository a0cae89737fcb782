// Every rule message of the shared schemas (SPEC §5 texts verbatim), grouped by area and kept
// free of zod so that any screen can import them. A rule is named "<group>.<name>"; the server
// names the broken rule in a INVALID_INPUT error (params.rule) and the web catalogue holds
// its Hindi under "rules.<group>.<name>".
import { MAX_PHOTOS_PER_ITEM } from './constants';

export const FIELD_MESSAGES = {
  passwordMin: 'Password must be at least 8 characters',
  passwordsDontMatch: "Passwords don't match",
  mobileRequired: 'Mobile number is required',
  validMobile: 'Valid mobile number is required',
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  adminPasswordTitle: 'Password Required',
  adminPasswordMissing: 'Please enter the admin password.',
  adminPasswordMin: 'Password must be at least 8 characters long.',
  validPincode: 'Valid pincode is required',
  passwordMax: 'Password must be at most 128 characters',
  pincodeLength: 'Pincode must be 6 digits',
  signInPasswordTooLong: 'Invalid credentials',
  adminPasswordTooLong: 'Invalid admin password',
  secondFactorCode: 'Enter the 6-digit code from your app or a recovery code',
  /** A NUL character or half of an emoji-like pair (an unpaired surrogate): the database refuses them. */
  forbiddenCharacters: 'This text contains characters that are not allowed',
} as const;

export const AGENT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  invalidEmail: 'Invalid email address',
  validMobile: 'Valid mobile number is required',
  passwordMin: 'Password must be at least 8 characters',
  confirmMissing: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  validPincode: 'Valid pincode is required',
  photoRequired: 'Profile photo is required',
  photoTooLarge: 'Profile photo must be smaller than 5MB',
  agentCodeMin: 'Agent code must be at least 6 characters',
  passwordRequired: 'Password is required',
  userIdRequired: 'User ID is required',
  accountNumberMin: 'Account number must be at least 8 digits',
  ifscLength: 'IFSC code must be exactly 11 characters',
  holderRequired: 'Account holder name is required',
  upiInvalid: 'Please enter a valid UPI address',
  confirmAccountNumber: 'Please type the account number again',
  accountNumbersDontMatch: "Account numbers don't match",
  changeReasonMissing: 'Please say what needs to change and why',
  changeReasonMax: 'Please keep the reason under 500 characters',
  erasureReasonMissing: 'Please write how and when the agent asked for their account to be erased',
  changeKind: 'Kind must be bank or aadhar',
  changeDecision: 'Decision must be approve or decline',
  changeRequestOpen: 'A change request is already waiting for staff.',
  changeNotLocked: 'These details are not locked: you can enter them now.',
  changeRequestNotFound: 'Change request not found',
  changeRequestDecided: 'This change request has already been decided.',
  agentExists: 'An agent account already exists with this email address',
  invalidCredentials: 'Invalid email or password',
  deactivated: 'This agent account has been deactivated. Please contact support.',
  aadharLocked: 'Aadhar documents are already saved and cannot be changed.',
  bankLocked: 'Bank details are already saved and cannot be changed.',
  customerNotFound: 'No customer found with this User ID. Please check the ID and try again.',
  alreadyClaimed: 'This user has already been claimed by another agent',
  alreadyClaimedDetail: 'Each user can only be claimed once across all agents',
  notVerified: 'This user needs to complete all verification steps before they can be claimed',
  fillRequired: 'Please fill in all required fields.',
  amountRequired: 'Amount is required',
  amountMin: 'Amount must be at least ₹0.01',
  utrRequired: 'UTR number is required',
  idempotencyKey: 'Idempotency key must be 16 to 64 letters, digits, - or _',
  insufficientBalance: 'The agent balance cannot go below ₹0.00.',
  payslipAlreadyPaid: 'This payslip has already been paid.',
  transactionType: 'Transaction type must be add or reduce',
  isActive: 'isActive must be true or false',
} as const;

export const ITEM_MESSAGES = {
  categoryRequired: 'Category is required',
  sizeRequired: 'Size is required',
  conditionRequired: 'Condition is required',
  photoRequired: 'At least one photo is required',
  tooManyPhotos: `At most ${MAX_PHOTOS_PER_ITEM} photos per item`,
  photosRequiredToast: 'Photos Required: Please upload at least one photo of your item.',
  noItemsToast: 'No Items to Submit: Please add at least one item to your cart.',
  offerMissing: 'Please enter an offer amount for approved items.',
  offerInvalid: 'Offer amount must be a positive number with at most 2 decimals.',
  offerTooLarge: 'Offer amount is too large.',
  alreadyReviewed: 'This item has already been reviewed.',
  photoNotYours: 'One of the photos was not uploaded by you. Please upload it again.',
  reviewStatus: 'Status must be approved or rejected',
} as const;

export const VERIFICATION_MESSAGES = {
  selectImage: 'Please select an image file',
  imageTooLarge: 'Image size must be less than 5MB',
  documentTypes: 'Only JPG and PNG images are accepted for the Aadhar card.',
  bothSidesMissing: 'Please upload both the front and the back of your Aadhar card.',
  fillAllBankDetails: 'Please fill in all bank details',
  accountNumber: 'Account number must be 8 to 18 digits',
  ifsc: 'Please enter a valid IFSC code (11 characters, e.g. SBIN0001234)',
  upi: 'Please enter a valid UPI address',
  transactionId: 'Please enter a valid 12-digit transaction number',
  transactionUsed:
    'This transaction number has already been used. Please check the number from your UPI app.',
  notResubmittable: 'Your bank details are already under review or verified.',
  notUnderReview: 'This user has no bank details under review.',
  holderTooLong: 'Account holder name is too long',
  decisionStatus: 'Status must be verified or failed',
} as const;

export const SHIPMENT_MESSAGES = {
  nameRequired: 'Name is required',
  validEmail: 'Valid email is required',
  validMobile: 'Valid mobile number is required',
  addressLine1Required: 'Address line 1 is required',
  contactNameRequired: 'Contact name is required',
  validPincode: 'Valid pincode is required',
  validPhone: 'Valid phone number is required',
  noItems: 'There are no approved items to ship.',
  itemsUnavailable:
    'Some of these items are no longer approved items of yours. Please refresh and try again.',
  payoutReferenceMissing: 'Please enter the payout reference (UTR) for a delivered shipment.',
  payoutBankNotVerified:
    "The seller's bank details are not verified, so the app cannot pay them. Pay by hand and enter the payout reference (UTR).",
  payoutLocksStatus: "This shipment's payout is under way or made, so it stays Delivered.",
  shipmentNotFound: 'Shipment not found',
  batchTooLarge: 'This batch is too large for one shipment. Please contact support to arrange it.',
  tooManyItems: 'Too many items in one shipment',
  shipmentStatus: 'Please choose a valid shipment status',
} as const;

export const DEMO_MESSAGES = {
  nameRequired: 'Item name is required',
  brandRequired: 'Brand is required',
} as const;

/** Rules of request shapes the screens never break (ids in paths, paging, flags). */
export const REQUEST_MESSAGES = {
  itemId: 'Item id must be a number',
  itemNotFound: 'Item not found',
  agentId: 'Agent id must be a number',
  agentNotFound: 'Agent not found',
  shipmentId: 'Shipment id must be a number',
  isAdmin: 'isAdmin must be true or false',
  pageMin: 'page must be 1 or more',
  pageMax: 'page must be a whole number of at most 999999',
  pageSizeMin: 'pageSize must be 1 or more',
  pageSizeMax: 'pageSize must be at most 200',
  listSearch: 'q must be at most 100 characters, without control characters',
  listDate: 'from and to must be dates as YYYY-MM-DD',
  listDateOrder: 'from must not be after to',
  listChoice: 'Not one of the values this list accepts',
  skipMax: 'skip may name at most 200 items',
} as const;

/** The length ceilings of the schemas' text fields; each is a rule of its own. */
export const MAX_LENGTHS = [40, 50, 100, 200, 300, 500, 1000, 2000] as const;
export type MaxLength = (typeof MAX_LENGTHS)[number];

export const LENGTH_MESSAGES = Object.fromEntries(
  MAX_LENGTHS.map((max) => [`max${max}`, `Must be at most ${max} characters`]),
) as Record<`max${MaxLength}`, string>;

export function maxLengthMessage(max: MaxLength): string {
  return LENGTH_MESSAGES[`max${max}`];
}

export const RULE_GROUPS = {
  fields: FIELD_MESSAGES,
  agents: AGENT_MESSAGES,
  items: ITEM_MESSAGES,
  verification: VERIFICATION_MESSAGES,
  shipments: SHIPMENT_MESSAGES,
  demo: DEMO_MESSAGES,
  lengths: LENGTH_MESSAGES,
  requests: REQUEST_MESSAGES,
} as const;

type Groups = typeof RULE_GROUPS;
export type RuleId = { [G in keyof Groups]: `${G}.${keyof Groups[G] & string}` }[keyof Groups];

const RULE_BY_TEXT = new Map<string, RuleId>();
for (const [group, messages] of Object.entries(RULE_GROUPS)) {
  for (const [name, text] of Object.entries(messages)) {
    // The first group to own a text names it: a text shared by two areas is one rule.
    if (!RULE_BY_TEXT.has(text)) RULE_BY_TEXT.set(text, `${group}.${name}` as RuleId);
  }
}

/** The rule a schema message states (exact text of ours), or null for any other text. */
export function ruleOf(message: string): RuleId | null {
  return RULE_BY_TEXT.get(message) ?? null;
}

export function ruleText(rule: RuleId): string {
  const [group, name] = rule.split('.') as [keyof Groups, string];
  return (RULE_GROUPS[group] as Record<string, string>)[name] ?? rule;
}
