/**
 * `npm run chromatic`: publishes the Storybook to Chromatic for visual review when
 * CHROMATIC_PROJECT_TOKEN is set; otherwise says so and publishes nothing.
 */
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set: nothing was published. Set it to publish the Storybook to Chromatic; `npm run storybook` reviews it locally.',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'], {
  stdio: 'inherit',
  env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token },
});
process.exit(result.status ?? 1);
