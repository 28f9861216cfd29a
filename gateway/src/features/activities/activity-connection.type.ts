import { ObjectType } from 'type-graphql';
import { Connection } from '../../schema/connection.js';
import { Activity } from './activity.type.js';

@ObjectType({ description: 'One page of activities.' })
export class ActivityConnection extends Connection('Activity', Activity) {}
