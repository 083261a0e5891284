import { errorMessage } from '@tamir/shared-api';
import { toast } from '@tamir/shared-ui';

/**
 * Runs a change and says how it went: `done` (a text, or one made from the answer) on success;
 * the server's message, else `failed`, on failure (administration §8).
 */
export async function runWithToast<R>(work: () => Promise<R>, done: string | ((answer: R) => string), failed: string): Promise<boolean> {
  try {
    const answer = await work();
    toast.success(typeof done === 'string' ? done : done(answer));
    return true;
  } catch (error) {
    toast.error(errorMessage(error, failed));
    return false;
  }
}
