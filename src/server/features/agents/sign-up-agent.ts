// POST /api/agent/signup (multipart): the form fields, a required profile photo through the
// image pipeline, a readable unique agent code, and the ₹120 welcome bonus as the first ledger row.
import type { FastifyRequest } from 'fastify';
import { AGENT_WELCOME_BONUS, MAX_IMAGE_BYTES } from '../../../domain/constants';
import { AGENT_MESSAGES, agentSignupSchema } from '../../../domain/agents';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { AppError, badRequest, conflict, isUniqueViolation } from '../../platform/errors';
import { readableCode } from '../../platform/ids';
import { hashPassword } from '../../platform/passwords';
import { deleteKeys, storePhoto } from '../../platform/photo-store';
import type { FileStorage } from '../../platform/storage';
import { changeBalance } from './ledger';

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'mobileNumber', 'password', 'address', 'city', 'state', 'pincode'];

export async function signUpAgent(request: FastifyRequest, deps: { db: Db; storage: FileStorage }) {
  if (!request.isMultipart()) throw new AppError(415, 'Agent signup must be sent as multipart form data.');
  const fields: Record<string, string> = {};
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 20 } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'profilePhoto' && !photo) photo = await part.toBuffer();
        else part.file.resume();
      } else if (TEXT_FIELDS.includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, AGENT_MESSAGES.photoTooLarge);
    if (!code && error instanceof Error) throw badRequest('The form was interrupted or malformed. Please try again.');
    throw error;
  }
  const parsed = agentSignupSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Please check the form');
  if (!photo) throw badRequest(AGENT_MESSAGES.photoRequired);
  const input = parsed.data;

  const stored = await storePhoto(deps.storage, photo, 'avatars');
  try {
    const hashedPassword = await hashPassword(input.password);
    return await deps.db.transaction(async (tx) => {
      // A clash of random codes is astronomically rare, but the unique index decides.
      const [agent] = await tx
        .insert(agents)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          mobileNumber: input.mobileNumber,
          agentCode: `AG${readableCode(6)}`,
          hashedPassword,
          address: input.address,
          city: input.city,
          state: input.state,
          pincode: input.pincode,
          profileImageUrl: stored.url,
          joiningBonus: AGENT_WELCOME_BONUS,
          currentBalance: '0.00',
        })
        .returning();
      if (!agent) throw new Error('insert returned no row');
      // The welcome bonus is the first ledger entry: 0.00 -> 120.00.
      await changeBalance(tx, agent.id, {
        type: 'add',
        amount: AGENT_WELCOME_BONUS,
        description: 'Welcome bonus',
      });
      return { ...agent, currentBalance: AGENT_WELCOME_BONUS };
    });
  } catch (error) {
    await deleteKeys(deps.storage, stored.keys);
    if (isUniqueViolation(error, 'agents_email_lower_unique')) throw conflict(AGENT_MESSAGES.agentExists);
    throw error;
  }
}
