// User groups: the foundation's `user_groups` table (its title is unique, case-insensitively).
import { userGroups } from '../../db/schema';
import { defineServerResource } from '../types';

export default defineServerResource('userGroup', userGroups);
