; A004280: 2 together with the odd numbers (essentially the result of the first stage of the sieve of Eratosthenes).
; Submitted by Science United
; 1,2,3,5,7,9,11,13,15,17,19,21,23,25,27,29,31,33,35,37,39,41,43,45,47,49,51,53,55,57,59,61,63,65,67,69,71,73,75,77,79,81,83,85,87,89,91,93,95,97,99,101,103,105,107,109,111,113,115,117,119,121,123,125,127,129,131,133,135,137,139,141,143,145,147,149,151,153,155,157
; Formula: a(n) = max(n-3,0)+n

#offset 1

mov $1,$0
trn $1,3
add $0,$1
