import { FunctionsClient } from '@supabase/functions-js';
import { baseUrlOf, CLIENT_INFO, fetchWithSession } from './supabase-factory';

/** `createClient(backendUrl, publicKey).functions`, with the stored session. */
export const createFunctionsClient = (backendUrl: string, publicKey: string): FunctionsClient =>
  new FunctionsClient(`${baseUrlOf(backendUrl)}/functions/v1`, {
    headers: { 'X-Client-Info': CLIENT_INFO },
    customFetch: fetchWithSession(publicKey),
  });
