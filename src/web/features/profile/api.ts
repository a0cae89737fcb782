// The profile's own call (SPEC §7): POST /api/profile/photo, which answers with the fresh user.
import { verificationEndpoints } from '@/contract/verification';
import { useReplaceCurrentUser } from '@/web/lib/current-user';
import { useMappedMutation } from '@/web/lib/endpoint-mutation';

export function useUploadProfilePhoto() {
  const onUser = useReplaceCurrentUser();
  return useMappedMutation(
    verificationEndpoints.uploadProfilePhoto,
    (photo: File) => {
      const body = new FormData();
      body.append('profilePhoto', photo, photo.name);
      return { body };
    },
    { onSuccess: onUser },
  );
}
