// The two Aadhaar images as one upload (SPEC §7 POST /api/profile/aadhar and
// /api/agent/update-aadhar: multipart aadharFront, aadharBack), with upload progress.
export interface IdentityDocuments {
  front: File;
  back: File;
  onProgress?: (fraction: number) => void;
}

export function identityFormData({ front, back }: IdentityDocuments): FormData {
  const body = new FormData();
  body.append('aadharFront', front, front.name);
  body.append('aadharBack', back, back.name);
  return body;
}
