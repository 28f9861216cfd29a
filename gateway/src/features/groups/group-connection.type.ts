import { ObjectType } from 'type-graphql';
import { Connection } from '../../schema/connection.js';
import { Group } from './group.type.js';

@ObjectType({ description: 'One page of groups.' })
export class GroupConnection extends Connection('Group', Group) {}
