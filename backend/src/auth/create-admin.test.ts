import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, TEST_SCRYPT_COST } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { AdminInputError, createAdmin } from './create-admin.ts';
import { verifyPassword } from './password.ts';

const database = useTestDatabase({ migrate: true });

beforeEach(async () => {
  await database.db.exec('TRUNCATE users CASCADE');
});

const admin = {
  email: ' Grace@Example.com ',
  password: 'a long enough password',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'admin' as const,
};

describe('createAdmin', () => {
  it('creates an admin with a normalised e-mail and a hashed password', async () => {
    const account = await createAdmin(database.db, admin, TEST_SCRYPT_COST);
    expect(account).toMatchObject({
      email: 'grace@example.com',
      role: 'admin',
      firstName: 'Grace',
    });
    const [row] = await database.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [account.id],
    );
    expect(await verifyPassword(admin.password, row?.password_hash ?? '')).toBe(true);
  });

  it('creates a super_admin on request', async () => {
    const account = await createAdmin(
      database.db,
      { ...admin, role: 'super_admin' },
      TEST_SCRYPT_COST,
    );
    expect(account.role).toBe('super_admin');
  });

  it('refuses an e-mail that already has an account, and changes nothing', async () => {
    await createTestUser(database.db, { email: 'grace@example.com', role: 'client' });
    const failure = createAdmin(database.db, admin, TEST_SCRYPT_COST);
    await expect(failure).rejects.toThrow(AdminInputError);
    await expect(failure).rejects.toThrow(
      'An account with grace@example.com already exists (role client); use another e-mail',
    );
    const [row] = await database.db.query<{ role: string }>('SELECT role FROM users');
    expect(row?.role).toBe('client');
  });

  it('lists every problem of the input', async () => {
    const failure = createAdmin(
      database.db,
      { ...admin, email: 'nope', password: 'short', firstName: ' ' },
      TEST_SCRYPT_COST,
    );
    await expect(failure).rejects.toMatchObject({
      problems: [
        'Enter a valid email address',
        'Password must be at least 12 characters',
        'First name is required',
      ],
    });
  });

  it('refuses a common password', async () => {
    const failure = createAdmin(
      database.db,
      { ...admin, password: 'qwertyuiop123' },
      TEST_SCRYPT_COST,
    );
    await expect(failure).rejects.toMatchObject({
      problems: ['This password is too common; choose one that others would not guess'],
    });
  });
});
