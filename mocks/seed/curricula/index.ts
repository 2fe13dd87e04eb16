/** Every seed course's curriculum, as written (./types.ts). */
import { curriculum as academicWriting } from './academicWriting';
import { curriculum as aiFoundations } from './aiFoundations';
import { curriculum as calculus } from './calculus';
import { curriculum as contentMarketing } from './contentMarketing';
import { curriculum as dataScience } from './dataScience';
import { curriculum as deepLearning } from './deepLearning';
import { curriculum as digitalMarketing } from './digitalMarketing';
import { curriculum as freelancing101 } from './freelancing101';
import { curriculum as graphicDesign } from './graphicDesign';
import { curriculum as iotFundamentals } from './iotFundamentals';
import { curriculum as machineLearning } from './machineLearning';
import { curriculum as pythonProgramming } from './pythonProgramming';
import { curriculum as seoEssentials } from './seoEssentials';
import { curriculum as socialMediaGrowth } from './socialMediaGrowth';
import type { SeedCurriculum } from './types';
import { curriculum as upworkMastery } from './upworkMastery';
import { curriculum as webDevelopment } from './webDevelopment';

export const SEED_CURRICULA: readonly SeedCurriculum[] = [
  dataScience,
  machineLearning,
  deepLearning,
  aiFoundations,
  iotFundamentals,
  webDevelopment,
  pythonProgramming,
  academicWriting,
  calculus,
  digitalMarketing,
  seoEssentials,
  socialMediaGrowth,
  contentMarketing,
  freelancing101,
  upworkMastery,
  graphicDesign,
];
