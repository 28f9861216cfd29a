import { ObjectType } from 'type-graphql';
import { Connection } from '../../schema/connection.js';
import { Assignment } from './assignment.type.js';

@ObjectType({ description: 'One page of assignments.' })
export class AssignmentConnection extends Connection('Assignment', Assignment) {}
