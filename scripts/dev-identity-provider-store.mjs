// What the development OpenID Connect provider keeps in DATA_DIR, so a
// restart of `npm start` keeps its signing keys (ID tokens already handed out
// still verify), its cookie secrets and its sessions (nobody is signed out).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The signing key (RS256) and cookie secrets, made on first start and read afterwards. */
export function devIdpKeys(folder) {
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'keys.json');
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = {
      ...privateKey.export({ format: 'jwk' }),
      kid: randomBytes(8).toString('hex'),
      alg: 'RS256',
      use: 'sig',
    };
    const keys = { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
    writeAtomically(file, JSON.stringify(keys));
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is not the provider's keys: delete it to make new ones (everybody signs in again).`);
  }
}

/** Written whole or not at all, readable by its owner only; the temporary name is this process's own. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  renameSync(temporary, file);
}

/** The models that belong to a grant: revoking the grant removes them (as oidc-provider's memory adapter does). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * oidc-provider's storage adapter over one JSON file: every model's records
 * by id, with their expiry. Small by nature (a few sign-ins on a developer's
 * machine), so the whole file is rewritten on each change, atomically.
 */
export class FileAdapter {
  static #file;
  static #records = {};

  static open(file) {
    FileAdapter.#file = file;
    try {
      FileAdapter.#records = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      FileAdapter.#records = {};
    }
  }

  static #save() {
    const now = Date.now();
    for (const [key, record] of Object.entries(FileAdapter.#records)) {
      if (record.expiresAt !== undefined && record.expiresAt <= now) delete FileAdapter.#records[key];
    }
    writeAtomically(FileAdapter.#file, JSON.stringify(FileAdapter.#records));
  }

  constructor(model) {
    this.model = model;
  }

  #key(id) {
    return `${this.model}:${id}`;
  }

  #live(key) {
    const record = FileAdapter.#records[key];
    if (!record || (record.expiresAt !== undefined && record.expiresAt <= Date.now())) return undefined;
    return record.payload;
  }

  async upsert(id, payload, expiresIn) {
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : undefined;
    FileAdapter.#records[this.#key(id)] = { payload, expiresAt };
    FileAdapter.#save();
  }

  async find(id) {
    return this.#live(this.#key(id));
  }

  async findByUid(uid) {
    return this.#findBy((payload) => payload.uid === uid);
  }

  async findByUserCode(userCode) {
    return this.#findBy((payload) => payload.userCode === userCode);
  }

  #findBy(matches) {
    const prefix = `${this.model}:`;
    for (const key of Object.keys(FileAdapter.#records)) {
      const payload = key.startsWith(prefix) ? this.#live(key) : undefined;
      if (payload && matches(payload)) return payload;
    }
    return undefined;
  }

  async consume(id) {
    const record = FileAdapter.#records[this.#key(id)];
    if (record) {
      record.payload.consumed = Math.floor(Date.now() / 1000);
      FileAdapter.#save();
    }
  }

  async destroy(id) {
    delete FileAdapter.#records[this.#key(id)];
    FileAdapter.#save();
  }

  async revokeByGrantId(grantId) {
    for (const [key, record] of Object.entries(FileAdapter.#records)) {
      const model = key.slice(0, key.indexOf(':'));
      if (GRANTABLE.has(model) && record.payload?.grantId === grantId) delete FileAdapter.#records[key];
    }
    FileAdapter.#save();
  }
}
