// English texts of the shared components (src/web/components: documents, profile-photo, agents)
// that are not in the shell: the Aadhaar card and image buttons of an agent, the profile photo
// upload, a payslip's lines. Their own area, so that a page drawing one of these components does
// not bring the agent screens' texts (agents.ts).
import type { Catalog } from '@/web/i18n/locales/catalog';

export default {
  'documents.agent.title': 'Identity Verification',
  'documents.agent.body':
    'Upload clear images of the front and back of your Aadhar card. Once saved they are locked; to change them later, request a change from staff.',
  'documents.agent.front': 'Aadhar Card Front',
  'documents.agent.back': 'Aadhar Card Back',
  'documents.agent.hintTypes': 'Only JPG, PNG files',
  'documents.agent.hintSize': 'Max 5MB per image',
  'documents.agent.hintOnce': 'Encrypted and stored securely; saved once',
  'documents.agent.submit': 'Continue',
  'documents.agent.submitting': 'Uploading...',
  'documents.agent.confirmTitle': 'Check your Aadhar images',
  'documents.agent.confirmBody':
    'These two images will be saved and locked. Make sure both are clear and show the right side of your card.',
  'documents.agent.confirm': 'Confirm and Save',
  'documents.agent.chooseAgain': 'Choose Again',
  'documents.agent.unlockedTitle': 'Change approved',
  'documents.agent.unlocked':
    'Staff approved your change request. Upload both sides again; they lock again once saved.',
  'documents.agent.progress': 'Upload progress',
  'documents.agent.successTitle': 'Documents Saved',
  'documents.agent.success': 'Your Aadhar card images have been saved.',
  'documents.agent.failedTitle': 'Upload Failed',
  'documents.agent.failed': 'Failed to update Aadhar documents',
  'documents.agent.savedTitle': 'Documents saved',
  'documents.agent.savedBody':
    'Your Aadhar card is on file and locked. If something is wrong, request a change below.',
  'documents.agent.viewFront': 'View front',
  'documents.agent.viewBack': 'View back',
  'documents.agent.documentDescription':
    'Stored encrypted. Only you and our verification team can see this image.',
  'documents.adminAgent.documents': 'Aadhar documents',
  'documents.adminAgent.viewFront': 'View front',
  'documents.adminAgent.viewBack': 'View back',
  'documents.adminAgent.viewFrontOf': 'View Aadhar front of {name}',
  'documents.adminAgent.viewBackOf': 'View Aadhar back of {name}',
  'documents.adminAgent.documentDescription':
    'Aadhar card of {name}. This view is recorded in the audit log.',

  'profilePhoto.alt': 'Profile photo of {name}',
  'profilePhoto.upload': 'Change Photo',
  'profilePhoto.uploading': 'Uploading...',
  'profilePhoto.updatedTitle': 'Profile Photo Updated',
  'profilePhoto.updated': 'Your new profile photo has been saved.',
  'profilePhoto.failedTitle': 'Upload Failed',
  'profilePhoto.failed': 'Failed to update profile photo',

  'payslip.joiningBonus': 'Joining bonus',
  'payslip.referralBonus': 'Referral bonus',
  'payslip.signups': 'Verified signups',
  'payslip.total': 'Total',
  'payslip.paid': 'Paid',
  'payslip.pending': 'Pending',
  /** Paid through the gateway and not yet confirmed by the bank (issue 22). */
  'payslip.processing': 'Payout processing',
  'payslip.paidOn': 'Paid on {date}',
} satisfies Catalog;
