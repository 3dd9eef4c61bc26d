import { StorageClient } from '@supabase/storage-js';
import { baseUrlOf, CLIENT_INFO, fetchWithSession } from './supabase-factory';

/** `createClient(backendUrl, publicKey).storage`, with the stored session. */
export const createStorageClient = (backendUrl: string, publicKey: string): StorageClient =>
  new StorageClient(
    `${baseUrlOf(backendUrl)}/storage/v1`,
    { 'X-Client-Info': CLIENT_INFO },
    fetchWithSession(publicKey),
  );
