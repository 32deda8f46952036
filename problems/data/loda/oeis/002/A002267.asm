; A002267: The 15 supersingular primes: primes dividing order of Monster simple group.
; Submitted by Hein
; 2,3,5,7,11,13,17,19,23,29,31,41,47,59,71

#offset 1

mov $1,2
mov $2,3
mov $3,5
mov $4,7
mov $5,11
mov $6,13
mov $7,17
mov $8,19
mov $9,23
mov $10,29
mov $11,31
mov $12,41
mov $13,47
mov $14,59
mov $15,71
mov $0,$$0
