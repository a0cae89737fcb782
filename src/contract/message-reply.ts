// The small confirmation most state changes answer with.
import { z } from 'zod';

export const messageReply = z.object({ message: z.string() });
