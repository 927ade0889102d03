// The validated environment for the scripts that start the built server (Node strips the schema's types):
// a bad configuration stops here with one line naming each bad variable, and exit code 1.
export const env = await import('../src/server/env.ts').then(
  (module) => module.env,
  (error) => {
    if (error?.name !== 'InvalidEnvironmentError') throw error;
    console.error(error.message);
    process.exit(1);
  },
);
