; A019567: Order of the Mongean shuffle permutation of 2n cards: a(n) is least number m for which either 2^m + 1 or 2^m - 1 is divisible by 4n + 1.
; Submitted by shiva
; 1,2,3,6,4,6,10,14,5,18,10,12,21,26,9,30,6,22,9,30,27,8,11,10,24,50,12,18,14,12,55,50,7,18,34,46,14,74,24,26,33,20,78,86,29,90,18,18,48,98,33,10,45,70,15,24,60,38,29,78,12,84,41,110,8,84,26,134,12,46,35,36,68,146,45,42,30,102,78,158
; Formula: a(n) = A003558(2*n)

mul $0,2
seq $0,3558 ; Least number m > 0 such that 2^m == +-1 (mod 2n + 1).
