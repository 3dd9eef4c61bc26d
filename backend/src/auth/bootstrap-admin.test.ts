import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_SCRYPT_COST } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { BootstrapAdminError, ensureFirstAdmin } from './bootstrap-admin.ts';
import { verifyPassword } from './password.ts';

const database = useTestDatabase({ migrate: true });

beforeEach(async () => {
  await database.db.query('DELETE FROM users');
});

const users = () =>
  database.db.query<{ email: string; role: string; password_hash: string; first_name: string }>(
    'SELECT email, role, password_hash, first_name FROM users',
  );

const options = { passwordCost: TEST_SCRYPT_COST };

describe('ensureFirstAdmin', () => {
  it('creates a super_admin with a generated password, once', async () => {
    const first = await ensureFirstAdmin(database.db, options);
    if (!first.created) throw new Error('expected the admin to be created');
    expect(first).toMatchObject({ email: 'admin@example.com', isPasswordGenerated: true });
    expect(first.password).toMatch(/^[A-Za-z0-9]{20}$/);

    const [admin] = await users();
    expect(admin).toMatchObject({ email: 'admin@example.com', role: 'super_admin' });
    expect(await verifyPassword(first.password, admin?.password_hash ?? '')).toBe(true);

    const second = await ensureFirstAdmin(database.db, options);
    expect(second).toEqual({ created: false, email: 'admin@example.com' });
    expect(await users()).toHaveLength(1);
  });

  it('uses the configured e-mail, normalised, and password', async () => {
    const result = await ensureFirstAdmin(database.db, {
      ...options,
      email: '  Owner@Agency.Example ',
      password: 'a configured password',
    });
    expect(result).toEqual({
      created: true,
      email: 'owner@agency.example',
      password: 'a configured password',
      isPasswordGenerated: false,
    });
    const [admin] = await users();
    expect(await verifyPassword('a configured password', admin?.password_hash ?? '')).toBe(true);
  });

  it('creates only one admin when two backends start at once', async () => {
    const results = await Promise.all([
      ensureFirstAdmin(database.db, options),
      ensureFirstAdmin(database.db, options),
    ]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await users()).toHaveLength(1);
  });

  it('creates nothing when an admin exists, whatever the configured password', async () => {
    await database.db.query(
      `INSERT INTO users (email, password_hash, role) VALUES ('boss@example.com', 'x', 'admin')`,
    );
    const result = await ensureFirstAdmin(database.db, { ...options, password: 'short' });
    expect(result).toEqual({ created: false, email: 'boss@example.com' });
  });

  it('refuses a configured password that breaks the password rule', async () => {
    await expect(ensureFirstAdmin(database.db, { ...options, password: 'short' })).rejects.toThrow(
      'ATELIER_ADMIN_PASSWORD: Password must be at least 12 characters',
    );
    expect(await users()).toHaveLength(0);
  });

  it('refuses a common configured password with a clear start-up error', async () => {
    const failure = ensureFirstAdmin(database.db, { ...options, password: 'Password1234!' });
    await expect(failure).rejects.toThrow(BootstrapAdminError);
    await expect(failure).rejects.toThrow(
      'ATELIER_ADMIN_PASSWORD: This password is too common; choose one that others would not guess',
    );
    expect(await users()).toHaveLength(0);
  });

  it('refuses an e-mail that belongs to a client', async () => {
    await database.db.query(
      `INSERT INTO users (email, password_hash, role) VALUES ('admin@example.com', 'x', 'client')`,
    );
    await expect(ensureFirstAdmin(database.db, options)).rejects.toThrow(BootstrapAdminError);
  });
});
