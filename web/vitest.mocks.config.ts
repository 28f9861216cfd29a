import { MODULE_MOCKING_TESTS, webProject } from './vitest.config';

// The web's files that mock a module, each in a module graph of its own (see vitest.config.ts).
export default webProject('web-mocks', MODULE_MOCKING_TESTS, [], true);
