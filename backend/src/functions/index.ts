import { leadManagement } from './lead-management/index.ts';
import { createRegistry, type FunctionDefinition, type FunctionRegistry } from './registry.ts';
import { userAuthentication } from './user-authentication/index.ts';

/** Every business function the server exposes. Each domain adds its definition here. */
export const allFunctions: readonly FunctionDefinition[] = [userAuthentication, leadManagement];

export const createFunctionRegistry = (
  functions: readonly FunctionDefinition[] = allFunctions,
): FunctionRegistry => createRegistry(functions);
