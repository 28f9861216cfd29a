import { configure } from '@testing-library/react';

// The first test to open a lazy page waits for Vite to transform its chunk: seconds, not the default one, on a busy machine.
configure({ asyncUtilTimeout: 5000 });
