import { resumeErrorStacks } from './pause-error-stacks.ts';
import 'react-dom/client';
import './styles/app.css';

resumeErrorStacks();
// Running a module and all it imports is one task, however large, and React's renderer alone takes most
// of a slow phone's 50 ms (issue 36): so the renderer runs first, and the app's own code in a task after it.
await new Promise((resolve) => setTimeout(resolve));
await import('./start-app.tsx');
