; A081360: Expansion of q^(-1/24) (m (1-m) / 16)^(1/24) in powers of q, where m = k^2 is the parameter and q is the nome for Jacobian elliptic functions.
; Submitted by NeoGen
; 1,-1,1,-2,2,-3,4,-5,6,-8,10,-12,15,-18,22,-27,32,-38,46,-54,64,-76,89,-104,122,-142,165,-192,222,-256,296,-340,390,-448,512,-585,668,-760,864,-982,1113,-1260,1426,-1610,1816,-2048,2304,-2590,2910,-3264,3658,-4097,4582,-5120,5718,-6378,7108,-7917,8808,-9792,10880,-12076,13394,-14848,16444,-18200,20132,-22250,24576,-27130,29927,-32992,36352,-40026,44046,-48446,53250,-58499,64234,-70488
; Formula: a(n) = A000009(n)*(-1)^n

mov $1,-1
pow $1,$0
seq $0,9 ; Expansion of Product_{m >= 1} (1 + x^m); number of partitions of n into distinct parts; number of partitions of n into odd parts.
mul $0,$1
